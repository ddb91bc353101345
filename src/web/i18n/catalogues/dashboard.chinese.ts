import type { DashboardWords } from './dashboard.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const dashboard: DashboardWords = {};

export default dashboard;
