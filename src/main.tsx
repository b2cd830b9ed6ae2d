import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import './app/app.css';
import { App } from './app/shell/App';
import { startup } from './app/shell/startup';
import { UpdatePrompt } from './app/layout/UpdatePrompt';
import { PieceMenu } from './app/layout/PieceMenu';

void startup().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
      <UpdatePrompt />
      <PieceMenu />
    </StrictMode>,
  );
});
