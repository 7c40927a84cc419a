import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, AdminUI, CustomRoutes, defaultI18nProvider, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { authProvider, LOGIN_PATH } from './authProvider';
import { dataProvider } from './dataProvider';
import { theme } from './layout/theme';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { CheckingAuth } from './layout/CheckingAuth';
import { ErrorPage } from './layout/ErrorPage';
import { NoNotification, Notifications } from './layout/Notifications';
import { Dashboard } from './dashboard/Dashboard';
import products from './products';
import blog from './blog';
import locations from './locations';
import reviews from './reviews';
import batches from './batches';
import files from './files';
import heroes from './heroes';
import messages from './messages';
import orders from './orders';
import staff from './staff';
import notifications from './notifications';
import compliance from './compliance';
import redirects from './redirects';
import activity from './activity';
import buyerAccounts from './wholesale/accounts';
import wholesaleOrders from './wholesale/orders';
import invoices from './wholesale/invoices';
import wholesalePrices from './wholesale/prices';
import lotStock from './wholesale/stock';
import slideshow from './slideshow';
import { VideoPlayerPage } from './files/VideoPlayerPage';
import { LicenceImportRoute } from './wholesale/licenceImport';
import { ReceivablesRoute } from './wholesale/receivables';
import { WholesaleSettingsRoute } from './wholesale/settings';

/**
 * The spec's data-fetching defaults: no retries (a 401 sends staff to the login page at
 * once, a failure shows at once), data never stale, no refetch on window focus.
 */
const queryClient = new QueryClient({
    defaultOptions: {
        queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false },
        mutations: { retry: false },
    },
});

/**
 * The back office: /adminlogin outside react-admin's basename, everything else under
 * /admin behind the staff session. One notification area serves both.
 */
export const App = () => (
    <BrowserRouter>
        <AdminContext
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={defaultI18nProvider}
            queryClient={queryClient}
            theme={theme}
            basename="/admin"
            store={localStorageStore(undefined, 'backoffice')}
        >
            <CssBaseline />
            <Routes>
                <Route path={LOGIN_PATH} element={<LoginPage />} />
                <Route
                    path="/admin/*"
                    element={
                        <AdminUI
                            title="Back office"
                            layout={Layout}
                            dashboard={Dashboard}
                            loading={CheckingAuth}
                            error={ErrorPage}
                            notification={NoNotification}
                            loginPage={false}
                            requireAuth
                            disableTelemetry
                        >
                            <Resource name="products" {...products} />
                            <Resource name="blog" {...blog} />
                            <Resource name="locations" {...locations} />
                            <Resource name="reviews" {...reviews} />
                            <Resource name="batches" {...batches} />
                            <Resource name="files" {...files} />
                            <Resource name="heroes" {...heroes} />
                            <Resource name="slideshow" {...slideshow} />
                            <Resource name="contact-messages" {...messages} />
                            <Resource name="orders" {...orders} />
                            <Resource name="staff" {...staff} />
                            <Resource name="notifications" {...notifications} />
                            <Resource name="compliance" {...compliance} />
                            <Resource name="redirects" {...redirects} />
                            <Resource name="buyer-accounts" {...buyerAccounts} />
                            <Resource name="wholesale-orders" {...wholesaleOrders} />
                            <Resource name="invoices" {...invoices} />
                            <Resource name="wholesale-prices" {...wholesalePrices} />
                            <Resource name="lot-stock" {...lotStock} />
                            <Resource name="activity" {...activity} />
                            <CustomRoutes>
                                <Route path={LicenceImportRoute.path} element={<LicenceImportRoute.Page />} />
                                <Route path={ReceivablesRoute.path} element={<ReceivablesRoute.Page />} />
                                <Route path={WholesaleSettingsRoute.path} element={<WholesaleSettingsRoute.Page />} />
                            </CustomRoutes>
                            <CustomRoutes noLayout>
                                <Route path="/files/play" element={<VideoPlayerPage />} />
                            </CustomRoutes>
                        </AdminUI>
                    }
                />
                <Route path="*" element={<Navigate to="/admin" replace />} />
            </Routes>
            <Notifications />
        </AdminContext>
    </BrowserRouter>
);
