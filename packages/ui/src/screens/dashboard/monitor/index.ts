// @pasture/ui/screens/monitor: the live-studio monitor (admin).
export { MonitorScreen } from './MonitorScreen';
