import { useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { useFieldErrorText } from '../common/useFieldErrorText';
import { UploadButton, type Progress } from '../common/UploadButton';
import { messageOf, useToast } from '../layout/Toast';
import { formatFileSize } from '../lib/fileSize';
import { requiredText } from '../lib/validation';
import { batchFields, limits, messages } from '@farmsite/domain';

const validateCertificate = requiredText(batchFields.coa.required);

/**
 * The batch's certificate of analysis: a PDF uploaded at once (the server checks that it
 * is one and at most 10MB), its address kept in the form's `coa`.
 */
export const CertificateInput = () => {
    const { field, fieldState } = useInput({ source: 'coa', validate: validateCertificate });
    const lot: string = useWatch({ name: 'lot' }) ?? '';
    const errorText = useFieldErrorText();
    const dataProvider = useAppDataProvider();
    const toast = useToast();
    const [progress, setProgress] = useState<Progress | null>(null);

    const upload = async ([file]: File[]) => {
        if (file.size > limits.maxCoaBytes) {
            toast({
                title: messages.fileTooLarge,
                description: `${file.name} is over ${formatFileSize(limits.maxCoaBytes)}.`,
                variant: 'error',
            });
            return;
        }
        setProgress({ loaded: 0, total: file.size });
        try {
            const { url } = await dataProvider.uploadCertificate(file, lot, { onProgress: setProgress });
            field.onChange(url);
            toast({ title: 'Certificate uploaded', description: file.name });
        } catch (error) {
            toast({ title: 'Upload failed', description: messageOf(error), variant: 'error' });
        } finally {
            setProgress(null);
        }
    };

    return (
        <Box sx={{ my: 2 }}>
            <Typography variant="subtitle2" component="p" gutterBottom>
                {batchFields.coa.label}
            </Typography>
            {field.value ? (
                <Typography variant="body2" sx={{ mb: 1 }}>
                    <Link href={field.value} target="_blank" rel="noopener" data-testid="certificate-link">
                        {String(field.value).replace(/^\/uploads\//, '')}
                    </Link>
                </Typography>
            ) : null}
            <UploadButton
                label={field.value ? 'Replace PDF' : 'Upload PDF'}
                accept="application/pdf,.pdf"
                onFiles={upload}
                progress={progress}
            />
            {fieldState.error && (
                <Typography variant="caption" color="error" role="alert">
                    {errorText(fieldState.error.message)}
                </Typography>
            )}
        </Box>
    );
};
