import { describe, expect, it } from 'vitest';
import { myBranch } from '../../../src/storage/my-branch';

const harrogate = { id: 'b-harrogate', name: 'Harrogate', slug: 'harrogate' };

describe('my branch on the device', () => {
  it('is none until chosen, then the id, name and slug, until cleared', () => {
    expect(myBranch.read()).toBeNull();
    myBranch.write(harrogate);
    expect(JSON.parse(localStorage.getItem('my-branch') ?? 'null')).toEqual(harrogate);
    expect(myBranch.read()).toEqual(harrogate);
    myBranch.remove();
    expect(myBranch.read()).toBeNull();
  });

  it('reads a corrupt or partial value as none', () => {
    localStorage.setItem('my-branch', '{oops');
    expect(myBranch.read()).toBeNull();
    localStorage.setItem('my-branch', JSON.stringify({ id: 'b1' }));
    expect(myBranch.read()).toBeNull();
    localStorage.setItem('my-branch', JSON.stringify('b1'));
    expect(myBranch.read()).toBeNull();
  });
});
