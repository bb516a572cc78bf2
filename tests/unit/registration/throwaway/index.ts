export { ThrowawayScreen } from './ThrowawayScreen';
