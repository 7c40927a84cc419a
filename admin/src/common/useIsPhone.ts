import { useMediaQuery, type Theme } from '@mui/material';

/** Below the md breakpoint: lists show one compact item per row instead of a table or a grid. */
export const useIsPhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
