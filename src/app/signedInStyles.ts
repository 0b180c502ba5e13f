// All of Mantine's component styles, for the signed-in screens: their chunks import this, so the
// first page does not download them. (Rules the first page already has repeat here unchanged, so
// the cascade stays Mantine's own order.)
import '@mantine/core/styles.css';
