import { render, screen } from '@testing-library/react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders its parts with the title as an h3 by default', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>Premium Protection</CardTitle>
          <CardDescription>For the whole family</CardDescription>
        </CardHeader>
        <CardContent>Up to 5 emergency contacts</CardContent>
        <CardFooter>
          <button type="button">Choose</button>
        </CardFooter>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(screen.getByRole('heading', { level: 3, name: 'Premium Protection' })).toBeInTheDocument();
    expect(card).toHaveTextContent('For the whole family');
    expect(card).toHaveTextContent('Up to 5 emergency contacts');
    expect(card).toContainElement(screen.getByRole('button', { name: 'Choose' }));
  });

  it('renders the heading level chosen with `as`', () => {
    render(<CardTitle as="h2">Pendant</CardTitle>);
    expect(screen.getByRole('heading', { level: 2, name: 'Pendant' })).toBeInTheDocument();
  });

  it('merges the caller className', () => {
    render(<Card className="max-w-sm">x</Card>);
    expect(screen.getByText('x')).toHaveClass('rounded-card', 'max-w-sm');
  });
});
