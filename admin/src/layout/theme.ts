import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme in the farm's colours; focus stays clearly visible, texts in readable contrast. */
export const theme: RaThemeOptions = {
    ...defaultTheme,
    palette: {
        mode: 'light',
        primary: { main: '#2f5d3a', contrastText: '#ffffff' },
        secondary: { main: '#7a4f1d', contrastText: '#ffffff' },
        warning: { main: '#b45309' },
        // Darker than MUI's red: a text button (Delete) stays readable on a toolbar's grey.
        error: { main: '#b3261e' },
        background: { default: '#f6f5f0' },
    },
    shape: { borderRadius: 8 },
    components: {
        ...defaultTheme.components,
        MuiButtonBase: {
            styleOverrides: {
                root: {
                    '&.Mui-focusVisible': { outline: '3px solid #1d4ed8', outlineOffset: 2 },
                },
            },
        },
        // A link in a sentence is told apart by its underline, not by its colour alone.
        MuiLink: { defaultProps: { underline: 'always' } },
        // An unselected toggle's label in readable contrast on the page's background.
        MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.72)' } } },
    },
};
