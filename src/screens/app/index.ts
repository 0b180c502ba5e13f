import '../../app/signedInStyles.ts';

/** The app shell and its screens: one chunk, loaded on the first signed-in visit. */
export { AppLayout } from './AppLayout.tsx';
export { DashboardScreen } from './DashboardScreen.tsx';
export { IssueDetailScreen } from './IssueDetailScreen.tsx';
export { IssuesScreen } from './IssuesScreen.tsx';
export { LiveTestScreen } from './LiveTestScreen.tsx';
export { ResultsScreen } from './ResultsScreen.tsx';
export { SupportScreen } from './SupportScreen.tsx';
export { TestCasesScreen } from './TestCasesScreen.tsx';
export { TestResultsScreen } from './TestResultsScreen.tsx';
