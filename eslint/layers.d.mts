import type { Rule } from 'eslint';

export declare const layersRule: Rule.RuleModule;
export declare const layersPlugin: { rules: { layers: Rule.RuleModule } };
