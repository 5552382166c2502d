import fs from 'node:fs';
import path from 'node:path';
import { editJson, validateEdited, validateEditedFile } from '../../tests/fixtures/edit-content.ts';

// What a content editor reads when a file is wrong: where, and what would be right.
describe('validateContent, in words an editor can act on', () => {
  it('names the nearest routes to a misspelt one', () => {
    const problems = validateEditedFile('navigation.json', (nav) => {
      nav.header.cta.route = 'contcat';
    });
    expect(problems).toEqual([
      'content/navigation.json: Header › Call to action › Route must name a route in content/routes.json; did you mean "contact"?',
    ]);
  });

  it('reports a file that is not valid JSON by line and column, with the line and a caret', () => {
    const problems = validateEdited((dir) => {
      const file = path.join(dir, 'site.json');
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      const at = lines.findIndex((line) => line.includes('"email"'));
      lines[at] = lines[at]!.replace(/,$/, '');
      fs.writeFileSync(file, lines.join('\n'));
    });
    expect(problems).toHaveLength(1);
    const [message, ...frame] = problems[0]!.split('\n');
    expect(message).toMatch(
      /^content\/site\.json, line \d+, column 3: expected a comma , before the next field, or } to close the group$/,
    );
    // The comma is missing after the email; the mistake shows where the next field starts, below that line.
    expect(frame).toHaveLength(3);
    expect(frame[0]).toMatch(/^ +\d+ \| +"email": "[^"]+"$/);
    expect(frame[1]).toMatch(/^> +\d+ \| +"phone": /);
    expect(frame[2]).toMatch(/^ +\| {3}\^$/);
  });

  it('says where the wait goes when the rate-limit words lose or misspell {wait}', () => {
    for (const words of ['Please wait, then send it again.', 'Please wait {Wait}, then send it again.']) {
      const problems = validateEditedFile('form.json', (form) => {
        form.notices.tooMany = words;
      });
      expect(problems).toEqual([
        'content/form.json: Notices › Too many must say {wait} once, where the time to wait goes',
      ]);
    }
  });

  it('names the nearest images to a misspelt one', () => {
    const problems = validateEditedFile('pages/home.json', (page) => {
      page.hero.image.src = '../images/case-watr.png';
    });
    expect(problems).toEqual([
      'content/pages/home.json: image ../images/case-watr.png does not exist; did you mean "../images/case-water.png"?',
    ]);
  });

  it('names the nearest icons to a misspelt one', () => {
    const problems = validateEditedFile('pages/about.json', (page) => {
      page.expertise.items[0].icon = 'chart-lin';
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/pages\/about\.json: Expertise › Items › 1st › Icon must name a lucide icon, e\.g\. chart-line \(https:\/\/lucide\.dev\/icons\); did you mean "chart-line"/,
    );
  });

  it('says which series of the load profile has a reading missing, and which band is written wrong', () => {
    const problems = validateEditedFile('pages/energy-management.json', (page) => {
      page.profile.series[1].values.pop();
      page.profile.band.end = '19:15';
    });
    expect(problems).toEqual([
      'content/pages/energy-management.json: Profile › Band › End must be a half-hour written HH:MM, e.g. 16:00 or 16:30',
      'content/pages/energy-management.json: Profile › Series › 2nd › Values must hold 48 half-hourly readings, from 00:00 to 23:30',
    ]);
  });

  it('says which series of a trend has a reading too few, and which band names no point', () => {
    const problems = validateEditedFile('pages/ai-solutions.json', (page) => {
      page.monitoring.series[0].values.pop();
      page.monitoring.band.start = 'Week 99';
    });
    expect(problems).toEqual([
      'content/pages/ai-solutions.json: Monitoring › Series › 1st › Values must hold a reading for each of its 25 points',
      'content/pages/ai-solutions.json: Monitoring › Band › Start must be one of its points, e.g. "Week 1"',
    ]);
  });

  it('takes a load profile without a band, and a trend without band or threshold', () => {
    const problems = validateEdited((dir) => {
      editJson(path.join(dir, 'pages/energy-management.json'), (page) => {
        delete page.profile.band;
      });
      editJson(path.join(dir, 'pages/ai-solutions.json'), (page) => {
        delete page.monitoring.band;
        delete page.monitoring.threshold;
      });
    });
    expect(problems).toEqual([]);
  });

  it('says when a trend names a point twice, or its band ends before it starts', () => {
    const problems = validateEditedFile('pages/ai-solutions.json', (page) => {
      page.monitoring.points[1] = page.monitoring.points[0];
      page.monitoring.band = { label: 'Retrained', start: 'Week 15', end: 'Week 3' };
    });
    expect(problems).toEqual([
      'content/pages/ai-solutions.json: Monitoring › Points must each be named once',
      'content/pages/ai-solutions.json: Monitoring › Band must end at or after its start',
    ]);
  });

  it('says what a chart’s kind may be, and when its data does not fit the kind', () => {
    const problems = validateEdited((dir) => {
      editJson(path.join(dir, 'pages/ai-solutions.json'), (page) => {
        page.monitoring.kind = 'categories';
      });
      editJson(path.join(dir, 'case-studies/charging-hub-supply-monitoring.json'), (study) => {
        study.evidence.chart.series[0].values[2] = 2.5;
      });
      editJson(path.join(dir, 'case-studies/onsite-energy.json'), (study) => {
        study.evidence.chart.kind = 'bars';
      });
      editJson(path.join(dir, 'case-studies/packaging-line-upgrade.json'), (study) => {
        study.evidence.chart.threshold = { label: 'Target', value: 40 };
      });
    });
    expect(problems).toEqual([
      'content/pages/ai-solutions.json: Monitoring › Band is a shaded span, which a chart of categories (drawn as ' +
        'bars) cannot show: remove it, or make the kind time',
      'content/pages/ai-solutions.json: Monitoring › Kind must be time: this chart shows weeks, drawn as lines',
      'content/case-studies/charging-hub-supply-monitoring.json: Evidence › Chart › Series holds 2.5, but a chart of ' +
        'counts takes whole numbers: round it, or make the kind time',
      'content/case-studies/onsite-energy.json: Evidence › Chart › Kind must be time (readings over months or hours, ' +
        'drawn as lines), categories (named things side by side, drawn as bars) or counts (whole numbers in each ' +
        'period, drawn as bars)',
      'content/case-studies/packaging-line-upgrade.json: Evidence › Chart › Threshold is a level across the chart, ' +
        'which a chart of categories (drawn as bars) cannot show: remove it, or make the kind time',
    ]);
  });

  it('names the statuses an operator screen’s equipment may have', () => {
    const problems = validateEditedFile('pages/industrial-iot-controls.json', (page) => {
      page.screen.equipment[0].status = 'runing';
    });
    expect(problems).toEqual([
      'content/pages/industrial-iot-controls.json: Screen › Equipment › 1st › Status must be one of running, stopped, alarm',
    ]);
  });
});
