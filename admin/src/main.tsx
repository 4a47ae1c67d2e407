import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { App } from './App';
import { ADMIN_BASE } from './paths';
import { sessionCaller } from './providers/authProvider';

// A team member's permissions are asked now, while the first screen's scripts arrive, not once they have run.
void sessionCaller();

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
