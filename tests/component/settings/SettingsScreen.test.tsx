import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsScreen } from '@/components/settings/SettingsScreen';
import { makeStore } from '@/store/makeStore';
import { renderWithProviders } from '@/tests/support/render';
import { browserCookies, clearBrowserCookies } from '@/tests/support/browserCookies';
import type { AgreeType } from '@/lib/consent/consent';

afterEach(clearBrowserCookies);

function renderScreen(consent: AgreeType | null, language: 'en' | 'ru' = 'en') {
  return renderWithProviders(<SettingsScreen />, { language, store: makeStore({ language, cookiesAgreeType: consent }) });
}

const optionNames = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('settings screen', () => {
  it('shows every preference with a label, set to the current values', async () => {
    await renderScreen('ALL');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveDisplayValue('UTC+03:00');
    expect(screen.getByRole('switch', { name: '12-hour clock' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'European' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Odds format' })).toHaveDisplayValue('Decimal (1.85)');
    expect(screen.getByRole('radio', { name: /^Full/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Group championships by country' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Accumulator of the day' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show event number' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(14);
  });

  it('offers the time zones in use, half and quarter hours included', async () => {
    await renderScreen('ALL');
    const zones = optionNames(screen.getByRole('combobox', { name: 'Time zone' }));
    expect(zones[0]).toBe('UTC−12:00');
    expect(zones.at(-1)).toBe('UTC+14:00');
    expect(zones).toEqual(expect.arrayContaining(['UTC+05:30', 'UTC+05:45', 'UTC−03:30']));
  });

  it('offers only the odds formats of the view type, and keeps the format valid when the view changes', async () => {
    const { store } = await renderScreen('ALL');
    const format = screen.getByRole('combobox', { name: 'Odds format' });
    expect(optionNames(format)).toEqual(['Decimal (1.85)', 'Fractional (17/20)', 'American (-118)']);
    await userEvent.selectOptions(format, 'American (-118)');
    await userEvent.click(screen.getByRole('radio', { name: 'Asian' }));
    expect(optionNames(format)).toEqual(['Decimal (1.85)', 'Hong Kong (0.85)', 'Malay (0.85)', 'Indonesian (-1.18)']);
    expect(format).toHaveDisplayValue('Decimal (1.85)');
    expect(store.getState().app).toMatchObject({ appViewType: 1, coefViewId: 0 });
    expect(browserCookies()).toMatchObject({ app_view_type: '1', coef_view_id: '0' });
  });

  it('with consent to functional cookies, a change goes to the store and its cookie at once', async () => {
    const { store } = await renderScreen('functionality');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'UTC+05:30');
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show event number' }));
    expect(store.getState().app).toMatchObject({ timeZone: 5.5, appTheme: 0 });
    expect(store.getState().app.preferences.isShowGameId).toBe(1);
    expect(browserCookies()).toMatchObject({ tzo: '5.5', app_theme: '0' });
    expect(browserCookies().app_preferences).toContain('isShowGameId:1');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each<AgreeType | null>(['disabled', 'marketing', null])(
    'with consent %s, a change applies but is not saved, and the screen says why',
    async (consent) => {
      const { store } = await renderScreen(consent);
      await userEvent.click(screen.getByRole('switch', { name: '12-hour clock' }));
      expect(store.getState().app.is12h).toBe(true);
      expect(screen.getByRole('switch', { name: '12-hour clock' })).toBeChecked();
      expect(document.cookie).toBe('');
      const note = screen.getByRole('status');
      expect(note).toHaveTextContent('This setting lasts until you reload the page');
      expect(within(note).getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '/en/cookies');
    },
  );

  it('works from the keyboard: Space flips a switch, arrows move between radios', async () => {
    const { store } = await renderScreen('ALL');
    screen.getByRole('switch', { name: 'Group championships by country' }).focus();
    await userEvent.keyboard(' ');
    expect(store.getState().app.isGroupByCountry).toBe(false);
    expect(browserCookies()).toMatchObject({ isChampsGroupedByCountry: '0' });
    screen.getByRole('radio', { name: 'Dark' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(store.getState().app.appTheme).toBe(0);
  });

  it('speaks Russian by default', async () => {
    await renderScreen('ALL', 'ru');
    expect(screen.getByRole('combobox', { name: 'Часовой пояс' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Экспресс дня' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Тёмная' })).toBeChecked();
  });
});
