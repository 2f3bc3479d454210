import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { ErrorBoundary } from '../../src/app/document';

describe('the error screen', () => {
  it('shows "Unexpected Application Error!" and a way home when a page throws while rendering', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => {
          throw new Error('boom');
        },
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
    spy.mockRestore();
  });
});
