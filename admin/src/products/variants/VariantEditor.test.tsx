import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CoreAdminContext, type DataProvider } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import cases from '../../../../backend/catalog/testdata/rule_cases.json';
import type { Variant } from '../../dataProvider';
import { useVariantDraft } from './useVariantDraft';
import { VariantEditor } from './VariantEditor';

/** The editor in the form of product p1, whose saved variants the server answers in the order given. */
function renderEditorWith(variants: Variant[]) {
    const dataProvider = { getVariants: async () => variants } as unknown as DataProvider;
    const Editor = () => (
        <FormProvider {...useForm({ defaultValues: { category: 'Flower' } })}>
            <VariantEditor draft={useVariantDraft('p1')} />
        </FormProvider>
    );
    render(
        <CoreAdminContext dataProvider={dataProvider}>
            <Editor />
        </CoreAdminContext>,
    );
}

// The back office lists variants in the order the server and the storefront use: the
// shared cases that the Go rules and the domain package pass.
describe("the variant editor's list", () => {
    afterEach(cleanup);

    it.each(cases.variantOrder)('is in the shared order: $about', async ({ variants, order }) => {
        renderEditorWith(
            variants.map((v, i) => ({
                ...v,
                id: `v${i}`,
                category: 'Flower',
                images: [],
                imageAlts: {},
                strainTestUrl: null,
                inStock: true,
            })),
        );
        const list = await screen.findByRole('list', { name: 'Current variants' });
        const rows = within(list).getAllByRole('listitem', { name: /^Variant / });
        expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(
            order.map((name) => {
                const variant = variants.find((v) => v.name === name)!;
                return variant.weight ? `Variant ${variant.name} (${variant.weight})` : `Variant ${variant.name}`;
            }),
        );
    });
});
