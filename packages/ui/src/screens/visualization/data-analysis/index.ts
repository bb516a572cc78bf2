// @pasture/ui/screens/data-analysis: the data analysis charts (admin).
export { DataAnalysisScreen } from './DataAnalysisScreen';
