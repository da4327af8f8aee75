import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { imageTypeOf, MAX_IMAGE_BYTES } from '../../../contract';
import type { AppDataProvider } from '../../api/dataProvider';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';

/** The image types the upload accepts (its input's `accept`); the server decides by the bytes. */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The first bytes decide, as on the server: a renamed text file is refused before it is sent. */
async function isAcceptedImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageTypeOf(head) !== undefined;
}

const PREVIEW_SX = { maxWidth: 320, maxHeight: 200, objectFit: 'contain', border: 1, borderColor: 'divider' } as const;

/**
 * The game-week image upload: choose an image (PNG, JPEG, GIF or WebP, at most 5 MB), see its
 * preview, upload it; the answer's URL is announced and the stored image shown from it.
 */
export const ImageUploadCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);

  // the preview's object URL lives as long as its file is chosen
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const upload = useNotifyingMutation({
    mutationFn: (chosen: File) => dataProvider.uploadGameWeekImage(chosen),
    succeeded: ({ image_url }) => ({ message: 'app.message.upload_success', args: { url: image_url } }),
    failed: 'app.message.upload_failed',
    onSuccess: ({ image_url }) => setUploadedUrl(image_url),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again still fires
    if (!chosen) return;
    if (chosen.size > MAX_IMAGE_BYTES) return notify('app.game_week.too_large', { type: 'error' });
    if (!(await isAcceptedImage(chosen))) return notify('app.game_week.not_an_image', { type: 'error' });
    setUploadedUrl(null);
    setFile(chosen);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.game_week.image_title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Button component="label" variant="outlined" startIcon={<ImageIcon />}>
            {translate('app.game_week.choose_image')}
            <input hidden type="file" name="slip" accept={IMAGE_ACCEPT} onChange={choose} />
          </Button>
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            {translate('app.game_week.upload')}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
          {preview && (
            <Box component="img" src={preview} alt={translate('app.game_week.preview_alt')} sx={PREVIEW_SX} />
          )}
          {uploadedUrl && (
            <Stack spacing={1}>
              <Box component="img" src={uploadedUrl} alt={translate('app.game_week.uploaded_alt')} sx={PREVIEW_SX} />
              <Typography variant="body2">
                {translate('app.game_week.uploaded_url')}:{' '}
                <Link href={uploadedUrl} target="_blank" rel="noopener">
                  {uploadedUrl}
                </Link>
              </Typography>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
