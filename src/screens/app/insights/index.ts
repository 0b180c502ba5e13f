// The charts' styles come with the screen's own chunk, so no other page downloads them.
import '@mantine/charts/styles.css';

export { InsightsScreen } from './InsightsScreen.tsx';
