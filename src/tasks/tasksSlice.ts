import { createSlice } from '@reduxjs/toolkit';

// Placeholder: the task queue work replaces this file.
export const tasksSlice = createSlice({ name: 'tasks', initialState: { running: false }, reducers: {} });
