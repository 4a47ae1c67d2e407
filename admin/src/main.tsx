import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { App } from './App';
import { ADMIN_BASE } from './paths';
import { sessionCaller } from './providers/authProvider';
import { readToken } from './providers/session';
import { openScreenAt } from './screens';

// A team member's permissions are asked now, while the first screen's scripts arrive, not once they have run.
void sessionCaller();
// So are the scripts and first data of the screen this address opens: waiting for the shell to draw it cost 0.4 to 0.7 s.
// Without a session the shell leaves for the sign-in page: nothing to ask.
if (readToken()) openScreenAt(window.location);

// Real addresses (/webmaster/users/roles), not react-admin's default hash router: the API
// server answers every /webmaster path with index.html.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path={`${ADMIN_BASE}/*`} element={<App />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
