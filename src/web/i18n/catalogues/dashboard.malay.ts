import type { DashboardWords } from './dashboard.english';

/** Bahasa Melayu (docs/glossary.md). */
const dashboard: DashboardWords = {};

export default dashboard;
