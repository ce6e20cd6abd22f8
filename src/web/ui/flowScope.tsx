import { createContext, useContext, useState, type ComponentType } from 'react';
import { Outlet } from '@tanstack/react-router';

export interface FlowScope<M> {
  /** The pathless layout route's component around the flow's screens: it holds the memory. */
  Scope: ComponentType;
  /** The memory of the flow whose screen is shown. */
  useMemory: () => M;
}

/**
 * A flow's memory owned by its routes (its actor, the rows chosen for the next screen, the list's
 * last search for Back): a layout route around the flow's screens creates it when the user enters
 * them and drops it when they leave, so it lives while they move between list, detail and decision
 * and no module keeps it between users, tests or flows.
 */
export function flowScope<M>(name: string, create: () => M): FlowScope<M> {
  const Memory = createContext<M | null>(null);
  function Scope() {
    const [memory] = useState(create);
    return (
      <Memory.Provider value={memory}>
        <Outlet />
      </Memory.Provider>
    );
  }
  Scope.displayName = `${name}Scope`;
  function useMemory(): M {
    const memory = useContext(Memory);
    if (!memory) throw new Error(`${name}'s screens are shown outside its routes`);
    return memory;
  }
  return { Scope, useMemory };
}
