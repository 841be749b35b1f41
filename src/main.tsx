import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createConsoleSystem } from './app/system/create-system';
import { devInspector } from './app/system/inspector';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The inspector must be attached when the system is created, so it is resolved first.
const inspect = await devInspector(window.location.search);
const { system, api } = createConsoleSystem(inspect ? { inspect } : {});

createRoot(root).render(
  <StrictMode>
    <App system={system} api={api} />
  </StrictMode>,
);
