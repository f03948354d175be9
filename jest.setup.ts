import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for what a component does, not for a deadline: 1 s (the default) fails on a
// busy CI machine while the same code passes on an idle one. 5 s keeps a real hang visible.
configure({ asyncUtilTimeout: 5000 });
