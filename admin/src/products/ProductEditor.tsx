import { useRef, useState } from 'react';
import { Button, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { CreateBase, EditBase, Form, SaveButton } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { EditorCard } from '../common/EditorCard';
import { UpdateActions } from '../common/UpdateActions';
import { WhenRecordLoaded } from '../common/WhenRecordLoaded';
import { PreviewButton } from '../common/PreviewButton';
import { productDefaults, productPayload } from './productForm';
import { ProductFields } from './ProductFields';
import { VariantEditor } from './variants/VariantEditor';
import { useVariantDraft, type VariantDraft } from './variants/useVariantDraft';
import { WholesaleSection } from './wholesale/WholesaleSection';
import { productFields } from '@farmsite/domain';
import { FormCopyCheck, REVIEWED_WITH_COUNSEL } from '../compliance/FormCopyCheck';

interface ProductEditorProps {
    /** The product being edited; none means create mode. */
    editId?: string;
    /** Closes the form, back in blank create mode (Cancel, Cancel Edit or a successful update). */
    onDone: () => void;
    /** Opens a product in edit mode (a new product whose variants could not all be saved). */
    onEdit: (id: string) => void;
}

/** The variants' names, public with the product: the copy check reads them, each with its own review. */
const variantCopy = (draft: VariantDraft) =>
    draft.variants.map((v) => ({ field: 'name', label: `Variant \u201c${v.name}\u201d`, value: v.name, review: v.copyReview ?? null }));

/** The form titled 'Add New Item' or 'Edit Item', with its variant editor. */
export const ProductEditor = ({ editId, onDone, onEdit }: ProductEditorProps) => {
    const draft = useVariantDraft(editId);
    return editId === undefined ? (
        <ProductCreateForm draft={draft} onEdit={onEdit} onCancel={onDone} />
    ) : (
        <ProductEditForm id={editId} draft={draft} onDone={onDone} />
    );
};

const ProductCreateForm = ({ draft, onEdit, onCancel }: { draft: VariantDraft; onEdit: (id: string) => void; onCancel: () => void }) => {
    const toast = useToast();
    const queryClient = useQueryClient();
    // A new key after each success gives a blank form in create mode again.
    const [formKey, setFormKey] = useState(0);
    // Whether the save was the owner's review with counsel: the new variants' names get it too.
    const reviewed = useRef(false);
    return (
        <CreateBase<Product>
            resource="products"
            redirect={false}
            transform={(data) => {
                reviewed.current = data[REVIEWED_WITH_COUNSEL] === true;
                return productPayload(data);
            }}
            mutationOptions={{
                onSuccess: async (product) => {
                    const variantCount = draft.variants.length;
                    const variantsSaved = await draft.savePending(product.id, { quiet: true, reviewedWithCounsel: reviewed.current });
                    queryClient.invalidateQueries({ queryKey: ['products'] });
                    if (!variantsSaved) {
                        // The failure toast stays up; the product opens for edit to finish its variants.
                        onEdit(product.id);
                        return;
                    }
                    draft.reset();
                    setFormKey((k) => k + 1);
                    toast({
                        title: 'Product created',
                        description: `${product.name} was added${variantCount ? ` with ${variantCount} variant${variantCount === 1 ? '' : 's'}` : ''}.`,
                    });
                },
                onError: (error) => toast({ title: 'Failed to create product', description: messageOf(error), variant: 'error' }),
            }}
        >
            <EditorCard id="product-form-title" title="Add New Item">
                <Form key={formKey} defaultValues={productDefaults} noValidate>
                    <ProductFields />
                    <VariantEditor draft={draft} />
                    <FormCopyCheck fields={productFields} extra={variantCopy(draft)} />
                    <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
                        <SaveButton label="Add Item" alwaysEnable />
                        <Button type="button" startIcon={<CloseIcon />} onClick={onCancel}>
                            Cancel
                        </Button>
                    </Stack>
                </Form>
            </EditorCard>
        </CreateBase>
    );
};

const ProductEditForm = ({ id, draft, onDone }: { id: string; draft: VariantDraft; onDone: () => void }) => {
    const toast = useToast();
    const queryClient = useQueryClient();
    const reviewed = useRef(false);
    return (
        <EditBase<Product>
            resource="products"
            id={id}
            mutationMode="pessimistic"
            redirect={false}
            transform={(data) => {
                reviewed.current = data[REVIEWED_WITH_COUNSEL] === true;
                return productPayload(data);
            }}
            mutationOptions={{
                onSuccess: async (product) => {
                    const variantsSaved = await draft.savePending(id, { quiet: true, reviewedWithCounsel: reviewed.current });
                    queryClient.invalidateQueries({ queryKey: ['products'] });
                    // When variant changes failed, their toast stays up and the form stays open.
                    if (!variantsSaved) return;
                    toast({ title: 'Product updated', description: `${product.name} was saved.` });
                    onDone();
                },
                onError: (error) => toast({ title: 'Failed to update product', description: messageOf(error), variant: 'error' }),
            }}
        >
            <EditorCard id="product-form-title" title="Edit Item">
                <WhenRecordLoaded>
                    <Form noValidate>
                        <ProductFields productId={id} />
                        <VariantEditor draft={draft} />
                        <FormCopyCheck fields={productFields} extra={variantCopy(draft)} />
                        <UpdateActions label="Update Item" onCancel={onDone} sx={{ mt: 3 }}>
                            <PreviewButton kind="product" />
                        </UpdateActions>
                    </Form>
                    {/* Outside the product's form: its rows have forms of their own, saved at once. */}
                    <WholesaleSection productId={id} variants={draft.variants} />
                </WhenRecordLoaded>
            </EditorCard>
        </EditBase>
    );
};
