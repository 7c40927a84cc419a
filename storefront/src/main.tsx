import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>The storefront is being built.</p>);
