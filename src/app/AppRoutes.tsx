import { Route, Routes } from 'react-router-dom';

// Placeholder: the shell work replaces this with the full route table of SPEC §2.
export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<p>Bazarr</p>} />
    </Routes>
  );
}
