import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelect, Select } from '../../src/web/ui/pickers.tsx';
import { renderWidget } from '../fixtures/renderWidget.tsx';

afterEach(cleanup);

const reasons = ['101 - Damaged', '102 - Expired', '103 - Wrong item'];
const options = () => document.querySelectorAll('[role=option]');

describe('the pickers make their options when the user comes to them (issue 34: Mantine laid out every hidden list as a screen mounted)', () => {
  it('a screen of pickers holds none of their options until a field is approached', () => {
    renderWidget(
      <>
        <Select label="Reason" data={reasons} searchable />
        <Select label="Status" data={['All', 'Draft']} />
        <MultiSelect label="Plants" data={['P100', 'P200']} />
      </>,
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(options()).toHaveLength(0);
  });

  it('the focus makes the list: Tab in, the first ArrowDown finds an option, the field names its list', async () => {
    const user = userEvent.setup();
    renderWidget(<Select label="Status" data={['All', 'Draft', 'In Progress']} />);
    await user.tab();
    const field = screen.getByRole('textbox', { name: 'Status' });
    expect(document.activeElement).toBe(field);
    expect(options()).toHaveLength(3);
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById(field.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
    expect(field.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
  });

  it('a searchable picker the focus opens names the list it opened at once', async () => {
    const user = userEvent.setup();
    renderWidget(<Select label="Reason" data={reasons} searchable />);
    await user.tab();
    const field = screen.getByRole('textbox', { name: 'Reason' });
    expect(document.getElementById(field.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
    await user.keyboard('102{Enter}');
    expect((field as HTMLInputElement).value).toBe('102 - Expired');
  });

  it('the pointer over a field makes its list before the press that opens it', async () => {
    const user = userEvent.setup();
    renderWidget(<MultiSelect label="Plants" data={['P100', 'P200']} />);
    const field = screen.getByRole('textbox', { name: 'Plants' });
    await user.hover(field);
    expect(options()).toHaveLength(2);
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'P200', hidden: true }));
    expect((document.querySelector('input[type=hidden]') as HTMLInputElement).value).toBe('P200');
  });
});
