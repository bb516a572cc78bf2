// @pasture/ui/screens/multi-dimension-data-analysis: the multi-dimension data analysis (admin).
export { MultiDimensionAnalysisScreen } from './MultiDimensionAnalysisScreen';
