import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TechnologyTabs } from './TechnologyTabs.tsx';

const item = (id: string, label: string) => ({
  id,
  label,
  description: `${label} description`,
  detailedDescription: `${label} in detail`,
  icon: { name: 'brain', svg: '<circle cx="12" cy="12" r="10"></circle>' },
  useCases: [`${label} use case`],
  benefits: [`${label} benefit`],
});

function renderTabs() {
  render(
    <TechnologyTabs
      label="Technologies"
      learnMore="Learn More"
      useCasesHeading="Use cases"
      benefitsHeading="Key benefits"
      demo={{ label: 'Request a Demo', to: '/contact/' }}
      closeLabel="Close"
      items={[item('machine-learning', 'Machine Learning'), item('computer-vision', 'Computer Vision')]}
      defaultSelected="machine-learning"
    />,
  );
}

describe('TechnologyTabs', () => {
  it('shows the default technology with its description and use cases', () => {
    renderTabs();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 3, name: 'Machine Learning' })).toBeInTheDocument();
    expect(within(panel).getByText('Machine Learning use case')).toBeInTheDocument();
  });

  it("opens the selected technology's key benefits with a Request a Demo link to the contact page", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Computer Vision' }));
    await user.click(screen.getByRole('button', { name: 'Learn More, Computer Vision' }));
    const sheet = await screen.findByRole('dialog', { name: 'Computer Vision' });
    expect(within(sheet).getByText('Computer Vision benefit')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/contact/');
  });
});
