/**
 * What the image and private file inputs share: their props, and the state of an upload (the
 * browser's check first, then the sending, with the server's refusal shown under the field).
 */
import { useState } from 'react';
import { useDataProvider, useResourceContext } from 'react-admin';
import type { FieldDef } from '@hexagone/schemas';
import type { HexagoneDataProvider } from '../providers/dataProvider';

export interface FileInputProps {
  field: FieldDef;
  label: string;
  disabled?: boolean;
}

type Send = (route: string, dataProvider: HexagoneDataProvider) => Promise<void>;

export function useFileUpload() {
  const route = useResourceContext();
  const dataProvider = useDataProvider<HexagoneDataProvider>();
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string>();

  /** Shows the browser's `error` if there is one; else sends, showing the failure if it fails. */
  const attempt = async (error: string | undefined, send: Send) => {
    setFileError(error);
    if (error || !route) return;
    setUploading(true);
    try {
      await send(route, dataProvider);
    } catch (failure) {
      setFileError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };
  return { uploading, fileError, attempt };
}
