import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root')!;
try {
    createRoot(root).render(
        <StrictMode>
            <App />
        </StrictMode>,
    );
} catch (error) {
    console.error(error);
    root.textContent = 'Failed to initialize application. Please check console for details.';
}
