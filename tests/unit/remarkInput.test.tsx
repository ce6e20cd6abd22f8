import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMARK_MAX, RemarkInput } from '../../src/web/ui/RemarkInput.tsx';
import { Controlled, renderWidget } from '../fixtures/renderWidget.tsx';

afterEach(cleanup);

describe('a line remark', () => {
  it('says how many characters it holds as the limit nears, and takes no more than the limit', async () => {
    const seen: string[] = [];
    renderWidget(
      <Controlled initial="" seen={seen}>
        {(value, onChange) => <RemarkInput aria-label="Remark" value={value} onChange={(e) => onChange(e.currentTarget.value)} />}
      </Controlled>,
    );
    const field = screen.getByLabelText('Remark') as HTMLInputElement;
    await userEvent.type(field, 'Carton torn');
    expect(screen.queryByText(/characters$/)).toBeNull();
    await userEvent.clear(field);
    await userEvent.paste('x'.repeat(200));
    expect(screen.getByText(`200 of ${REMARK_MAX} characters`)).toBeTruthy();
    await userEvent.type(field, 'y'.repeat(60));
    expect(field.value).toHaveLength(REMARK_MAX);
    expect(screen.getByText(`${REMARK_MAX} of ${REMARK_MAX} characters`)).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
  });
});
