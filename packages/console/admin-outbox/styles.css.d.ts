// Types of the `./styles.css` export: `import '<package>/styles.css'` type-checks under every moduleResolution.
export {};
