import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
// main.tsx is the composition root: it alone mounts app/ (STYLE.md layout), which the import fence cannot express.
import { startApp } from './app/start-app';

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}
startApp(container).catch((error: unknown) => {
  container.textContent = 'Airlens could not start. Please reload the page.';
  throw error;
});
