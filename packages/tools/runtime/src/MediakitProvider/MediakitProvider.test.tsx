import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MediakitProvider, missingClientMessage, useMediakitClient } from './MediakitProvider';

describe('useMediakitClient', () => {
  it('prefers the explicit client over the provider', () => {
    const fromProvider = createFakeMediakitClient();
    const explicit = createFakeMediakitClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MediakitProvider client={fromProvider}>{children}</MediakitProvider>
    );
    expect(renderHook(() => useMediakitClient(explicit), { wrapper }).result.current).toBe(explicit);
    expect(renderHook(() => useMediakitClient(), { wrapper }).result.current).toBe(fromProvider);
  });

  it('throws a clear error without a client', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useMediakitClient())).toThrow(missingClientMessage);
  });
});
