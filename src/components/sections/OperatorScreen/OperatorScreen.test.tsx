import { render, screen, within } from '@testing-library/react';
import { OperatorScreen } from './OperatorScreen.tsx';

const example = {
  title: 'Line 2: overview',
  status: 'Shift A, 10:46',
  caption: 'An example overview screen.',
  equipment: [
    { name: 'Wrapper', state: 'Running', value: '240 packs/min', status: 'running' },
    { name: 'Checkweigher', state: 'Alarm', value: '2.4% rejected', status: 'alarm' },
    { name: 'Palletiser', state: 'Stopped', value: 'Waiting', status: 'stopped' },
  ],
  measures: [
    { label: 'OEE this shift', value: '78%', target: 'Target 80%' },
    { label: 'Air pressure', value: '6.8 bar', target: 'Range 6.5 to 7.0 bar' },
  ],
  alarms: {
    label: 'Active alarms',
    columns: { priority: 'Priority', time: 'Time', message: 'Alarm' },
    items: [
      { priority: 'High', urgent: true, time: '10:42', message: 'Rejects above 2%' },
      { priority: 'Low', urgent: null, time: '10:15', message: 'Filter pressure drop rising' },
    ],
  },
};

describe('OperatorScreen', () => {
  it('is a figure named by its caption, under the screen’s title and status', () => {
    render(<OperatorScreen screen={example} />);
    const figure = screen.getByRole('figure', { name: example.caption });
    expect(within(figure).getByText(example.title)).toBeVisible();
    expect(within(figure).getByText(example.status)).toBeVisible();
  });

  it('lists the equipment in process order, each with its state in words and its value', () => {
    render(<OperatorScreen screen={example} />);
    const [list] = screen.getAllByRole('list');
    expect(
      within(list!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WrapperRunning240 packs/min', 'CheckweigherAlarm2.4% rejected', 'PalletiserStoppedWaiting']);
  });

  it('gives each measure its value and target', () => {
    render(<OperatorScreen screen={example} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['OEE this shift', 'Air pressure']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '78%',
      'Target 80%',
      '6.8 bar',
      'Range 6.5 to 7.0 bar',
    ]);
  });

  it('has the active alarms in a table named by its caption, a row an alarm', () => {
    render(<OperatorScreen screen={example} />);
    const table = screen.getByRole('table', { name: 'Active alarms' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PriorityTimeAlarm', 'High10:42Rejects above 2%', 'Low10:15Filter pressure drop rising']);
  });
});
