import { addressStep } from './AddressStep';
import { advancedStep } from './AdvancedStep';
import { contactsStep } from './ContactsStep';
import { eventDetailsStep } from './EventDetailsStep';
import { eventsStep } from './EventsStep';
import { musicStep } from './MusicStep';
import { optionsStep } from './OptionsStep';
import { organizerStep } from './OrganizerStep';
import { photosStep } from './PhotosStep';
import type { EditorStep } from './step';
import { templateStep } from './TemplateStep';

/**
 * The editor's steps, in order (product.md §2). A new step is one file exporting its `EditorStep`
 * and one entry here (docs/architecture.md "Add an editor step").
 */
export const EDITOR_STEPS: readonly EditorStep[] = [templateStep, eventDetailsStep, eventsStep, organizerStep, addressStep, contactsStep, musicStep, photosStep, advancedStep, optionsStep];
