/** What other modules may use of reports: the report search (its filters, in SQL, on the user's scope). */
export { checkReportSearch, clientCodesOf, reportedLines, reportedReturns, type ReportLineSearch, type ReportSearch } from './reportSearch.ts';
