import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/styles/firstPage.css';
import { App } from './App.tsx';
import { hideSplashScreen } from './ui/splashScreen.ts';

// The splash stays until the first render, and never longer than 3 s (spec 000 §9).
const splashDeadline = setTimeout(hideSplashScreen, 3000);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App onReady={() => { clearTimeout(splashDeadline); hideSplashScreen(); }} />
  </StrictMode>,
);
