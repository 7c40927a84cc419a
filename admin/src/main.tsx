import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>The back office is being built.</p>);
