import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import { CreateBase, EditBase, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { LotStock } from '../../dataProvider';
import { messageOf, useToast } from '../../layout/Toast';
import { UndoableDeleteButton } from '../../common/UndoableDeleteButton';
import { LotInput } from '../../wholesale/VariantInput';
import { StockFields } from '../../wholesale/stock/StockFields';
import { InPlaceForm } from './InPlaceForm';
import type { OpenForm } from './VariantWholesale';

const StockForm = ({
    defaultValues,
    onCancel,
    children,
}: {
    defaultValues?: Record<string, unknown>;
    onCancel: () => void;
    children?: ReactNode;
}) => (
    <InPlaceForm saveLabel="Save Stock" defaultValues={defaultValues} onCancel={onCancel}>
        {children}
        <StockFields />
    </InPlaceForm>
);

const stockText = (s: LotStock) =>
    `${s.onHand} on hand · ${s.reserved} reserved · ${s.available} available${s.metrcTag ? ` · Metrc ${s.metrcTag}` : ''}`;

/** A variant's stock per lot: each row edited in place or removed (with Undo); a lot of the product's batches added. */
export const StockRows = ({
    productId,
    variantId,
    label,
    rows,
    open,
    setOpen,
}: OpenForm & { productId: Identifier; variantId: Identifier; label: string; rows: LotStock[] }) => {
    const toast = useToast();
    const queryClient = useQueryClient();
    const close = () => setOpen(null);
    const addKey = `add-stock-${variantId}`;
    const mutationOptions = (verb: string) => ({
        onSuccess: (row: LotStock) => {
            queryClient.invalidateQueries({ queryKey: ['lot-stock'] });
            toast({ title: `Stock ${verb}`, description: `${label}, lot ${row.lot}` });
            close();
        },
        onError: (error: unknown) => toast({ title: 'Failed to save the stock', description: messageOf(error), variant: 'error' }),
    });

    return (
        <Box>
            <Typography component="h5" variant="subtitle2">
                Stock by lot
            </Typography>
            {rows.length ? (
                <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, mt: 0.5, listStyle: 'none' }} aria-label={`Stock of ${label}`}>
                    {rows.map((s) => (
                        <Box component="li" key={s.id} aria-label={`Lot ${s.lot}`}>
                            {open === `stock-${s.id}` ? (
                                <Box role="group" aria-label={`Stock of ${label}, lot ${s.lot}`} sx={{ maxWidth: { md: 640 } }}>
                                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                        Lot {s.lot}
                                    </Typography>
                                    <EditBase<LotStock>
                                        resource="lot-stock"
                                        id={s.id}
                                        mutationMode="pessimistic"
                                        redirect={false}
                                        mutationOptions={mutationOptions('updated')}
                                    >
                                        <StockForm onCancel={close} />
                                    </EditBase>
                                </Box>
                            ) : (
                                <Stack
                                    direction={{ xs: 'column', sm: 'row' }}
                                    spacing={0.5}
                                    sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                                >
                                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                                        <strong>Lot {s.lot}</strong> · {stockText(s)}
                                    </Typography>
                                    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                                        <Button
                                            type="button"
                                            size="small"
                                            startIcon={<EditIcon />}
                                            aria-label={`Edit the stock of ${label}, lot ${s.lot}`}
                                            onClick={() => setOpen(`stock-${s.id}`)}
                                        >
                                            Edit
                                        </Button>
                                        <UndoableDeleteButton
                                            resource="lot-stock"
                                            record={s}
                                            label="Remove"
                                            ariaLabel={`Remove the stock of ${label}, lot ${s.lot}`}
                                            confirmTitle={`Remove the stock of ${label}, lot ${s.lot}?`}
                                            confirmText="The lot leaves the buyers' menu."
                                            restorable
                                            deleted={{ title: 'Stock removed', description: `${label}, lot ${s.lot}` }}
                                            errorTitle="Failed to remove the stock"
                                        />
                                    </Stack>
                                </Stack>
                            )}
                        </Box>
                    ))}
                </Stack>
            ) : (
                <Typography variant="body2" color="text.secondary">
                    No stock yet
                </Typography>
            )}
            {open === addKey ? (
                <Box role="group" aria-label={`Add stock of ${label}`} sx={{ mt: 1, maxWidth: { md: 640 } }}>
                    <CreateBase<LotStock>
                        resource="lot-stock"
                        redirect={false}
                        transform={({ productId: _product, ...row }: LotStock & { productId?: string }) => row}
                        mutationOptions={mutationOptions('added')}
                    >
                        <StockForm defaultValues={{ productId, variant: variantId, onHand: 0, reserved: 0 }} onCancel={close}>
                            <LotInput />
                        </StockForm>
                    </CreateBase>
                </Box>
            ) : (
                <Button
                    type="button"
                    size="small"
                    startIcon={<AddIcon />}
                    sx={{ mt: 0.5 }}
                    onClick={() => setOpen(addKey)}
                    aria-label={`Add stock of ${label}`}
                >
                    Add Lot Stock
                </Button>
            )}
        </Box>
    );
};
