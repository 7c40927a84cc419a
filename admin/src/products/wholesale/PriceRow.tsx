import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import { CreateBase, EditBase, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { WholesalePrice } from '../../dataProvider';
import { messageOf, useToast } from '../../layout/Toast';
import { PriceFields } from '../../wholesale/prices/PriceFields';
import { usePriceSave } from '../../wholesale/prices/usePriceSave';
import { breaksText, priceDefaults, priceRowPayload, priceRowText, priceRowValues } from '../../wholesale/wholesaleForm';
import { InPlaceForm } from './InPlaceForm';
import type { OpenForm } from './VariantWholesale';

type PriceFormValues = Parameters<typeof priceRowPayload>[0];

/** The price list's form, in place: saved through the Edit or Create around it. */
const PriceForm = ({ defaultValues, onCancel }: { defaultValues?: Record<string, unknown>; onCancel: () => void }) => (
    <InPlaceForm saveLabel="Save Price" defaultValues={defaultValues} onSubmit={usePriceSave()} onCancel={onCancel}>
        <PriceFields />
    </InPlaceForm>
);

/** A variant's row of the wholesale price list: shown in a line, edited in place, created when absent. */
export const PriceRow = ({
    variantId,
    label,
    row,
    open,
    setOpen,
}: OpenForm & { variantId: Identifier; label: string; row?: WholesalePrice }) => {
    const toast = useToast();
    const queryClient = useQueryClient();
    const key = `price-${variantId}`;
    const close = () => setOpen(null);
    const mutationOptions = (verb: string) => ({
        onSuccess: () => {
            queryClient.invalidateQueries({ queryKey: ['wholesale-prices'] });
            toast({ title: `Wholesale price ${verb}`, description: label });
            close();
        },
        onError: (error: unknown) => toast({ title: 'Failed to save the price', description: messageOf(error), variant: 'error' }),
    });

    if (open === key) {
        return (
            <Box role="group" aria-label={`Wholesale price of ${label}`} sx={{ mt: 1, maxWidth: { md: 640 } }}>
                {row ? (
                    <EditBase<WholesalePrice>
                        resource="wholesale-prices"
                        id={row.id}
                        mutationMode="pessimistic"
                        redirect={false}
                        queryOptions={{ select: (saved: WholesalePrice) => ({ ...saved, ...priceRowValues(saved) }) }}
                        transform={(values: PriceFormValues & WholesalePrice) => priceRowPayload(values)}
                        mutationOptions={mutationOptions('updated')}
                    >
                        <PriceForm onCancel={close} />
                    </EditBase>
                ) : (
                    <CreateBase<WholesalePrice>
                        resource="wholesale-prices"
                        redirect={false}
                        transform={(values: PriceFormValues) => priceRowPayload({ ...values, variant: String(variantId) })}
                        mutationOptions={mutationOptions('added')}
                    >
                        <PriceForm defaultValues={priceDefaults} onCancel={close} />
                    </CreateBase>
                )}
            </Box>
        );
    }
    return (
        <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 0.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
            <Box sx={{ minWidth: 0 }}>
                {row ? (
                    <>
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            {priceRowText(row)}{' '}
                            {row.active ? (
                                <Chip size="small" color="success" label="On the menu" />
                            ) : (
                                <Chip size="small" label="Off the menu" />
                            )}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                            Volume breaks: {breaksText(row.volumeBreaks)}
                        </Typography>
                    </>
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        Not on the price list
                    </Typography>
                )}
            </Box>
            <Box>
                <Button
                    type="button"
                    size="small"
                    startIcon={row ? <EditIcon /> : <AddIcon />}
                    aria-label={`${row ? 'Edit the wholesale price' : 'Set a wholesale price'} of ${label}`}
                    onClick={() => setOpen(key)}
                >
                    {row ? 'Edit Price' : 'Set Price'}
                </Button>
            </Box>
        </Stack>
    );
};
