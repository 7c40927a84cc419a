import type { ReactNode } from 'react';
import { AppBar as RaAppBar, Layout as RaLayout } from 'react-admin';
import { Menu } from './Menu';
import { ErrorPage } from './ErrorPage';
import { TwoFactorGate } from './TwoFactorGate';

const AppBar = () => <RaAppBar color="primary" />;

export const Layout = ({ children }: { children: ReactNode }) => (
    <RaLayout appBar={AppBar} menu={Menu} error={ErrorPage}>
        <TwoFactorGate>{children}</TwoFactorGate>
    </RaLayout>
);
