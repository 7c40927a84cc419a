import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme in the farm's colours; focus stays clearly visible. */
export const theme: RaThemeOptions = {
    ...defaultTheme,
    palette: {
        mode: 'light',
        primary: { main: '#2f5d3a', contrastText: '#ffffff' },
        secondary: { main: '#7a4f1d', contrastText: '#ffffff' },
        warning: { main: '#b45309' },
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
        MuiLink: { defaultProps: { underline: 'hover' } },
    },
};
