import { Menu as RaMenu } from 'react-admin';
import { ReceivablesRoute } from '../wholesale/receivables';
import { WholesaleSettingsRoute } from '../wholesale/settings';

/** The dashboard, then every screen in the spec's order (with redirects beside the pages they keep), then the inbox's staff and notification settings, then the activity log. */
export const Menu = () => (
    <RaMenu>
        <RaMenu.DashboardItem />
        <RaMenu.ResourceItem name="products" />
        <RaMenu.ResourceItem name="blog" />
        <RaMenu.ResourceItem name="locations" />
        <RaMenu.ResourceItem name="redirects" />
        <RaMenu.ResourceItem name="reviews" />
        <RaMenu.ResourceItem name="batches" />
        <RaMenu.ResourceItem name="files" />
        <RaMenu.ResourceItem name="heroes" />
        <RaMenu.ResourceItem name="slideshow" />
        <RaMenu.ResourceItem name="contact-messages" />
        <RaMenu.ResourceItem name="orders" />
        <RaMenu.ResourceItem name="buyer-accounts" />
        <RaMenu.ResourceItem name="wholesale-orders" />
        <RaMenu.ResourceItem name="invoices" />
        <RaMenu.Item to={ReceivablesRoute.path} primaryText={ReceivablesRoute.label} leftIcon={<ReceivablesRoute.icon />} />
        <RaMenu.ResourceItem name="wholesale-prices" />
        <RaMenu.ResourceItem name="lot-stock" />
        <RaMenu.Item
            to={WholesaleSettingsRoute.path}
            primaryText={WholesaleSettingsRoute.label}
            leftIcon={<WholesaleSettingsRoute.icon />}
        />
        <RaMenu.ResourceItem name="staff" />
        <RaMenu.ResourceItem name="notifications" />
        <RaMenu.ResourceItem name="compliance" />
        <RaMenu.ResourceItem name="activity" />
    </RaMenu>
);
