console.log('airlens: not built yet');
