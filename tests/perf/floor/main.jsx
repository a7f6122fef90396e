// The floor: the least any page of the site could ship with the same libraries.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';

function Heading() {
  return <h1>Maré</h1>;
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Heading />} />
      </Routes>
    </BrowserRouter>
    <Toaster />
  </StrictMode>,
);
