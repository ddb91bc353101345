import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Home, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ResponseHousehold } from '@shared/responses';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { SearchInput, useSearchBox } from '@web/components/ui/search-input';
import { useWords } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { householdSearchQuery } from './api';

export interface HouseholdPickerProps {
  invitationId: string;
  /** The answer being edited: its own household is not "already answered". */
  responseId?: string;
  value: ResponseHousehold | null;
  onChange: (household: ResponseHousehold | null) => void;
  error?: string;
}

/**
 * Links an answer to one invited household (optional): search the guest list by name, pick one.
 * Households that already have another answer are shown but cannot be picked (one answer each).
 */
export function HouseholdPicker({ invitationId, responseId, value, onChange, error }: HouseholdPickerProps) {
  const words = useWords('responses');
  const id = useId();
  const [searching, setSearching] = useState(value === null);
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-1.5">
      {value && !searching ? (
        <>
          <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
            {words.household}
          </p>
          <div
            role="group"
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? errorId : undefined}
            className={cn('flex flex-wrap items-center gap-2 rounded-xl border bg-stone-50 px-3 py-2', error ? 'border-red-600' : 'border-stone-200')}
          >
            <Home aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
            <span className="min-w-0 flex-1 text-sm">
              <span className="font-medium text-stone-900">{value.name}</span>
              <span className="text-stone-600"> · {words.seats(value.seats)}</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => setSearching(true)}>
              {words.change}
            </Button>
            <Button variant="ghost" size="sm" icon={<X />} aria-label={words.unlinkName(value.name)} onClick={() => onChange(null)}>
              {words.unlink}
            </Button>
          </div>
        </>
      ) : (
        <HouseholdSearch
          id={id}
          invitationId={invitationId}
          responseId={responseId}
          errorId={error ? errorId : undefined}
          onPick={(household) => {
            onChange(household);
            setSearching(false);
          }}
          onCancel={value ? () => setSearching(false) : undefined}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function HouseholdSearch({
  id,
  invitationId,
  responseId,
  errorId,
  onPick,
  onCancel,
}: {
  id: string;
  invitationId: string;
  responseId?: string;
  errorId?: string;
  onPick: (household: ResponseHousehold) => void;
  onCancel?: () => void;
}) {
  const words = useWords('responses');
  const [q, setQ] = useState('');
  const search = useSearchBox(setQ);
  const query = useQuery({ ...householdSearchQuery(invitationId, q), placeholderData: keepPreviousData });
  const inputId = `${id}-search`;
  const hintId = `${id}-hint`;
  const households = query.data?.households ?? [];

  return (
    <>
      <Label htmlFor={inputId}>{words.householdOptional}</Label>
      <SearchInput
        id={inputId}
        {...search.inputProps}
        placeholder={words.searchGuestList}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      />
      <p id={hintId} className="text-sm text-stone-600">
        {words.linkedHint}
      </p>
      <div aria-live="polite" className="grid gap-1">
        {query.isPending ? (
          <p className="text-sm text-stone-600">{words.loadingGuestList}</p>
        ) : query.isError ? (
          <p className="text-sm text-red-700">{query.error instanceof ApiError ? query.error.message : words.guestListFailed}</p>
        ) : households.length === 0 ? (
          <p className="text-sm text-stone-600">{q ? words.noHouseholdMatches(q) : words.guestListEmpty}</p>
        ) : (
          <ul aria-label={words.householdsList} className={cn('grid max-h-52 gap-1 overflow-y-auto rounded-xl border border-stone-200 p-1', query.isPlaceholderData && 'opacity-60')}>
            {households.map((household) => {
              const answered = household.answer !== null && household.answer.responseId !== responseId;
              return (
                <li key={household.id}>
                  <button
                    type="button"
                    disabled={answered}
                    onClick={() => onPick({ id: household.id, name: household.name, seats: household.seats, eventIds: household.eventIds })}
                    className="flex min-h-10 w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-stone-500 disabled:hover:bg-transparent"
                  >
                    <span className="min-w-0 truncate font-medium">{household.name}</span>
                    <span className="shrink-0 text-stone-600">
                      {answered ? words.alreadyAnswered : words.seats(household.seats)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {onCancel && (
        <Button variant="link" size="sm" className="self-start" onClick={onCancel}>
          {words.keepHousehold}
        </Button>
      )}
    </>
  );
}
